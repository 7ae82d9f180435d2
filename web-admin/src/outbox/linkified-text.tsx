import { Link } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

// Absolute http(s) links only: a mail body is untrusted text, so no other scheme becomes clickable.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after a link belongs to the sentence.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Plain text with its web links made clickable (they open in a new tab). */
export const LinkifiedText = ({ text }: { text: string }) => {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    parts.push(text.slice(last, start));
    parts.push(
      <Link key={start} href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </Link>,
    );
    last = start + url.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
};
