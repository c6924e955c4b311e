import { SoftLink } from '@/features/common/components/SiteLink';
import { KNOWLEDGE_HUB_THEMES, themeLabel, themePath, type KnowledgeHubTheme } from '../themes';
import styles from './ThemeNav.module.css';

/** Links to the knowledge hub's seven themes; the current one is marked. */
export function ThemeNav({ current = null }: { current?: KnowledgeHubTheme | null }) {
  return (
    <nav aria-label="Knowledge hub themes" className={styles.nav}>
      <ul className={styles.list}>
        {KNOWLEDGE_HUB_THEMES.map((theme) => (
          <li key={theme}>
            <SoftLink href={themePath(theme)} className={styles.link} aria-current={theme === current ? 'page' : undefined}>
              {themeLabel(theme)}
            </SoftLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
