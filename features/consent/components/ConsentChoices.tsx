'use client';

import { useState } from 'react';
import type { EmbedKind } from '@/features/common/embed-kinds';
import { consentStore } from '../browser';
import type { ConsentChoice } from '../model';
import { CONSENT_CHOICE_TEXTS as T } from '../choice-texts';
import styles from './ConsentDialog.module.css';

// The consent dialog's unfolded part ('Manage choices'): the three categories, the embeds'
// texts and Save my choices. A chunk of its own, imported when the panel unfolds (issue 39).

const EMBED_LABELS: Record<EmbedKind, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  twitter: 'Twitter/X',
  instagram: 'Instagram',
  iframe: 'Other embedded content',
};

export interface ConsentChoicesProps {
  embedTexts: Record<EmbedKind, string>;
  choice: ConsentChoice | null;
  done: (act: () => void) => void;
}

export function ConsentChoices({ embedTexts, choice, done }: ConsentChoicesProps) {
  // The checkboxes start from the answer already given (or nothing ticked).
  const [statistics, setStatistics] = useState(choice?.statistics ?? false);
  const [marketing, setMarketing] = useState(choice?.marketing ?? false);
  const store = consentStore.getState();
  return (
    <>
      <fieldset className={styles.categories}>
        <legend className="visually-hidden">{T.categoriesLegend}</legend>
        <label className={styles.category}>
          <input type="checkbox" checked disabled />
          <span>
            <strong>{T.necessary.label}</strong> <span className={styles.description}>{T.necessary.description}</span>
          </span>
        </label>
        <label className={styles.category}>
          <input type="checkbox" name="statistics" checked={statistics} onChange={(e) => setStatistics(e.target.checked)} />
          <span>
            <strong>{T.statistics.label}</strong> <span className={styles.description}>{T.statistics.description}</span>
          </span>
        </label>
        <label className={styles.category}>
          <input type="checkbox" name="marketing" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
          <span>
            <strong>{T.marketing.label}</strong> <span className={styles.description}>{T.marketing.description}</span>
          </span>
        </label>
      </fieldset>
      <details className={styles.embeds}>
        <summary>{T.embedsSummary}</summary>
        <dl>
          {(Object.keys(EMBED_LABELS) as EmbedKind[]).map((kind) => (
            <div key={kind}>
              <dt>{EMBED_LABELS[kind]}</dt>
              <dd>{embedTexts[kind]}</dd>
            </div>
          ))}
        </dl>
      </details>
      <button type="button" className={styles.action} onClick={() => done(() => store.save({ statistics, marketing }))}>
        {T.save}
      </button>
    </>
  );
}
