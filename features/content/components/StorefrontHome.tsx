import type { Storefront } from '@/edge/backend';
import { getRoute } from '@/features/content/data';
import { getSiteSettings } from '@/features/settings/data';

// A storefront's home: the page its settings name (SPEC §2: the main site's front page, the
// gifts shop's home path), with the header menu. Later issues give it the full layout.

export async function StorefrontHome({ storefront }: { storefront: Storefront }) {
  const settings = await getSiteSettings(storefront);
  const { catalogueUrl, homePath } = settings.gifts;
  const route = await getRoute(storefront === 'main' ? settings.frontPage : homePath, { catalogueUrl, homePath });
  const node = route.kind === 'entity' && route.entity.entityType === 'node' ? route.entity.node : null;
  return (
    <main>
      <h1>{node?.title ?? (storefront === 'main' ? 'Concern Aid' : 'Concern Aid Gifts')}</h1>
      {node?.summary ? <p>{node.summary}</p> : null}
      <nav aria-label="Main">
        <ul>
          {settings.menus.header.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.title}</a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
