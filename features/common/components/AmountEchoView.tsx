import styles from './AmountCheck.module.css';

// AmountEcho's markup, without its hooks: a server component can render the empty echo of a
// field that nothing has been typed into yet (the donation chooser before it wakes, issue 39).

export type Tone = 'panel' | 'page';

interface Props {
  id: string;
  /** The amount as understood, formatted; null when nothing is understood yet. */
  money: string | null;
  /** What the status region says (once the typing rests). */
  spoken: string;
  tone: Tone;
  className?: string;
}

export function AmountEchoView({ id, money, spoken, tone, className = '' }: Props) {
  return (
    <>
      <p id={id} className={[styles.echo, styles[tone], className].filter(Boolean).join(' ')} data-amount-echo={money ?? ''}>
        {money ? (
          <>
            That&rsquo;s <strong>{money}</strong>
          </>
        ) : null}
      </p>
      <span role="status" className="visually-hidden" data-amount-echo-status>
        {spoken}
      </span>
    </>
  );
}
