import Form from 'next/form';
import { MAX_KEYS_LENGTH } from '../page-json';
import styles from './Search.module.css';

// The search form: a GET form to /search (works without JavaScript; with it, next/form
// navigates client-side and the results island reads the new ?keys=).

export const SEARCH_INPUT_ID = 'search-keys';

export function SearchForm({ keys }: { keys: string }) {
  return (
    <Form action="/search" role="search" className={styles.form}>
      <label htmlFor={SEARCH_INPUT_ID} className={styles.label}>
        Search
      </label>
      <div className={styles.row}>
        <input
          id={SEARCH_INPUT_ID}
          name="keys"
          type="search"
          defaultValue={keys}
          required
          maxLength={MAX_KEYS_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
        />
        <button type="submit" className={`button ${styles.submit}`}>
          Search
        </button>
      </div>
    </Form>
  );
}
