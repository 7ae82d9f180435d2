import { useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function TextAreaField({ label, value, onChange, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} {...textarea} />
    </div>
  );
}
