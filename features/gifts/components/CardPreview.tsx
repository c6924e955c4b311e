import { Img } from '@/features/common/components/Img';
import type { Card } from '../basket/model';
import { sendingNote } from '../card-dates';
import type { GiftCardLooks } from '../card-looks';
import { parseSendingDate, type CharityCountry } from '../sending-time';
import styles from './cards.module.css';

// What the card being filled in will look like (SPEC §3 gift extras): the e-card, with the
// recipient's name, the message and the sending date as the buyer types them; the printed
// card posted to the buyer; or the e-card the buyer prints. Each with the gift's own words.

/** The subject of an e-card's email (SPEC §3 'Card for email to a recipient'). */
export const ECARD_SUBJECT = 'A friend has bought you a Gift';

const SIZES = '(min-width: 992px) 20rem, 100vw';

function when(date: string, country: CharityCountry): string {
  if (date.trim() && !parseSendingDate(date)) return 'Sending date: enter it as DD/MM/YYYY';
  const note = sendingNote(date, country);
  return note.kind === 'today' ? 'Sent today, once your order is placed' : `Sent on ${note.date} at ${note.time}`;
}

/** `priority`: the page's first card, whose picture is the first screen's largest (not lazily loaded). */
export function CardPreview({ card, title, look, country, priority = false }: { card: Card; title: string; look: GiftCardLooks | null; country: CharityCountry; priority?: boolean }) {
  const { recipientName, recipientEmail, message, sendingDate } = card.emailFormData;
  const kind = card.type === 'postal' ? look?.postal : look?.ecard;
  const image = kind?.image ?? null;
  return (
    <figure className={styles.preview} data-card-preview={card.type}>
      <div className={card.type === 'email' ? styles.ecard : styles.paperCard}>
        {image ? <Img src={image.url} alt={image.alt} width={image.width} height={image.height} sizes={SIZES} className={styles.previewImage} priority={priority} /> : null}
        {card.type === 'email' ? (
          <div className={styles.ecardText}>
            <p className={styles.envelope}>
              <span>To: {recipientEmail.trim() || 'your recipient’s email'}</span>
              <span>Subject: {ECARD_SUBJECT}</span>
            </p>
            <p className={styles.greeting}>
              Dear <span data-preview-name>{recipientName.trim() || 'your recipient'}</span>,
            </p>
            <p>You have been given a gift: {title}.</p>
            <p className={message.trim() ? styles.message : styles.placeholder} data-preview-message>
              {message.trim() || 'Your message will appear here.'}
            </p>
            <p className={styles.sending} data-preview-date>
              {when(sendingDate, country)}
            </p>
          </div>
        ) : (
          <p className={styles.paperNote}>{card.type === 'postal' ? 'A printed card, posted to you to write in and give by hand.' : 'An e-card emailed to you, to print at home and give by hand.'}</p>
        )}
      </div>
      {kind?.description ? <figcaption className={styles.caption}>{kind.description}</figcaption> : null}
    </figure>
  );
}
