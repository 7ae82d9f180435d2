import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { toBlogPostFields, type BlogPost } from './blog-post';
import { BlogPostForm } from './blog-post-form';

const BlogPostTitle = () => {
  const post = useRecordContext<BlogPost>();
  return <span>Blog post {post ? `“${post.title}”` : ''}</span>;
};

// A plain link: the public site lives outside the /admin router.
const ViewOnSite = () => {
  const post = useRecordContext<BlogPost>();
  if (post?.status !== 'published') return null;
  return (
    <Button
      component="a"
      label="View on the site"
      href={`/blog/${encodeURIComponent(post.slug)}`}
      target="_blank"
      rel="noopener"
    >
      <OpenInNewIcon />
    </Button>
  );
};

const BlogPostActions = () => (
  <TopToolbar>
    <ViewOnSite />
    <ListButton label="All posts" />
  </TopToolbar>
);

// Pessimistic rather than react-admin's default undoable mode: a refused edit keeps the form and its values.
export const BlogPostEdit = () => (
  <Edit<BlogPost> title={<BlogPostTitle />} actions={<BlogPostActions />} mutationMode="pessimistic" redirect="list" transform={toBlogPostFields}>
    <BlogPostForm />
  </Edit>
);
