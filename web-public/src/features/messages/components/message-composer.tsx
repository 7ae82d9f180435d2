import { readMessage } from '../../../../../domain/conversation/conversation-rules';
import { TextPostForm } from '../../../components/form/text-post-form';

interface MessageComposerProps {
  label: string;
  /** Sends the trimmed text; a failure is shown beside the field or above the button. */
  onSend: (text: string) => Promise<void>;
  submitLabel?: string;
}

const readMessageText = (text: string) => readMessage({ text });

/** A plain-text message box and its Send button, with the refusal beside the field. */
export function MessageComposer({ label, onSend, submitLabel = 'Send' }: MessageComposerProps) {
  return (
    <TextPostForm
      className="message-composer"
      label={label}
      read={readMessageText}
      send={onSend}
      submitLabel={submitLabel}
      hint="Plain text: links show as text, never as live links."
    />
  );
}
