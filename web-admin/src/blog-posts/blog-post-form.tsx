import { Box, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { DateTimeInput, FormDataConsumer, LinearProgress, RadioButtonGroupInput, SimpleForm, TextInput } from 'react-admin';
import { parseLocalDateTime } from '../lib/local-date-time';
import { STATUS_CHOICES, type BlogPostFields } from './blog-post';
import {
  characterCount,
  SEO_DESCRIPTION_LENGTH,
  SEO_TITLE_LENGTH,
  validateExcerpt,
  validatePublishedAt,
  validateSeoDescription,
  validateSeoTitle,
  validateSlug,
  validateTitle,
} from './blog-post-rules';
import { FeaturedImageInput } from './featured-image-input';

// The editor weighs about half a megabyte: it is fetched when a post is opened, not with the console.
const RichContentInput = lazy(() => import('./rich-content-input'));

const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
    {children}
  </Typography>
);

/** The create and edit form; SimpleForm's toolbar adds Delete when it edits a saved post. */
export const BlogPostForm = ({ defaultValues }: { defaultValues?: Partial<BlogPostFields> }) => (
  <SimpleForm defaultValues={defaultValues} sx={{ maxWidth: 900 }}>
    <TextInput source="title" validate={validateTitle} isRequired />
    <TextInput
      source="slug"
      validate={validateSlug}
      helperText="The address on the site: /blog/<slug>. Leave empty to make it from the title."
      autoComplete="off"
    />
    <Suspense fallback={<LinearProgress />}>
      <RichContentInput source="content" />
    </Suspense>
    <TextInput source="excerpt" validate={validateExcerpt} multiline minRows={2} helperText="A sentence or two shown on the blog's list of posts." />
    <FeaturedImageInput source="featuredImageUrl" />

    <Section>Search engines and sharing</Section>
    <FormDataConsumer<BlogPostFields>>
      {({ formData }) => (
        <Box sx={{ width: '100%' }}>
          <TextInput
            source="seoTitle"
            label="SEO title"
            validate={validateSeoTitle}
            helperText={`The title search engines and shared links show. ${characterCount(formData.seoTitle, SEO_TITLE_LENGTH)}`}
          />
          <TextInput
            source="seoDescription"
            label="SEO description"
            validate={validateSeoDescription}
            multiline
            minRows={2}
            helperText={`The summary under the title in search results. ${characterCount(formData.seoDescription, SEO_DESCRIPTION_LENGTH)}`}
          />
        </Box>
      )}
    </FormDataConsumer>

    <Section>Publishing</Section>
    <RadioButtonGroupInput source="status" choices={STATUS_CHOICES} helperText="Drafts are seen only here." />
    <DateTimeInput
      source="publishedAt"
      label="Publish date"
      parse={parseLocalDateTime}
      validate={validatePublishedAt}
      helperText="Empty: the moment it is published."
    />
  </SimpleForm>
);
