import { useId, useState } from 'react';
import { errorMessages } from '../../lib/api-client';
import { ErrorList } from '../form/error-list';
import { Spinner } from '../spinner';
import { feedLinks } from './feed-links';
import './feed-address.css';

interface FeedAddressProps {
  url: string;
  /** Makes a new address (the old one stops working) and answers it. */
  onReset: () => Promise<string>;
  label: string;
}

/**
 * A private calendar feed address (iCalendar) to copy into Google Calendar or a phone, and a button to
 * replace it when it has been shared too widely.
 */
export function FeedAddress({ url: initial, onReset, label }: FeedAddressProps) {
  const id = useId();
  const [url, setUrl] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  const copy = async () => {
    setErrors([]);
    try {
      await navigator.clipboard.writeText(url);
      setNotice('Address copied. In Google Calendar: Other calendars, From URL. On an iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar.');
    } catch {
      setNotice('');
      setErrors(['Your browser did not let us copy the address: select it and copy it by hand.']);
    }
  };

  const reset = async () => {
    setBusy(true);
    setErrors([]);
    setNotice('');
    try {
      setUrl(await onReset());
      setNotice('A new address is ready. The old one no longer works: add this one to your calendar app instead.');
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  const links = feedLinks(url);
  return (
    <div className="feed-address">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <p className="field-hint">
          Private: anyone with this address sees the calendar. Reset it if it was shared by mistake. Other calendar apps: <a href={links.webcal}>open the webcal:// address</a>.
        </p>
      </div>
      <div className="share-action-row">
        <a className="button button-secondary button-small" href={links.google} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar
        </a>
        <a className="button button-secondary button-small" href={links.apple}>
          Add to Apple Calendar
        </a>
        <button type="button" className="button button-secondary button-small" onClick={() => void copy()}>
          Copy address
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => void reset()} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Reset address
        </button>
      </div>
      <p className="share-notice" role="status">
        {notice}
      </p>
      <ErrorList errors={errors} />
    </div>
  );
}
