import { Create } from 'react-admin';
import { toBlogPostFields, type BlogPost } from './blog-post';
import { BlogPostForm } from './blog-post-form';

// Create is pessimistic: a refused save (a taken slug) shows the server's message and keeps the form.
export const BlogPostCreate = () => (
  <Create<BlogPost> title="New blog post" redirect="edit" transform={toBlogPostFields}>
    <BlogPostForm defaultValues={{ status: 'draft', content: '', featuredImageUrl: null, publishedAt: null }} />
  </Create>
);
