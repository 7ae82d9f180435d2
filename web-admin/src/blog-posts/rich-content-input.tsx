import { RichTextInput } from 'ra-input-rich-text';

/** The post's HTML, written with react-admin's editor (TipTap). Loaded only when a post is edited. */
const RichContentInput = ({ source }: { source: string }) => (
  <RichTextInput source={source} label="Content" fullWidth sx={{ '& .ProseMirror': { minHeight: 280 } }} />
);

export default RichContentInput;
