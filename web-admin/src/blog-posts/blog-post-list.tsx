import { Chip } from '@mui/material';
import { CreateButton, DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';
import { EmptyState, NoMatch } from '../components/empty-state';
import { STATUS_CHOICES, statusLabel, type BlogPost } from './blog-post';

const blogPostFilters = [
  <SearchInput key="q" source="q" placeholder="Title or slug" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
];

const Column = DataTable.Col<BlogPost>;

const StatusChip = ({ post }: { post: BlogPost }) => (
  <Chip size="small" label={statusLabel(post)} color={post.status === 'published' ? 'success' : 'default'} variant="outlined" />
);

// The server sorts by id, publishedAt, title and updatedAt only.
export const BlogPostList = () => (
  <List<BlogPost>
    title="Blog posts"
    filters={blogPostFilters}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    exporter={false}
    empty={
      <EmptyState title="No blog posts yet." action={<CreateButton label="Write the first post" variant="contained" />}>
        Posts are written here, saved as drafts and published when ready.
      </EmptyState>
    }
  >
    <DataTable<BlogPost> rowClick="edit" bulkActionButtons={false} empty={<NoMatch what="posts" />}>
      <Column source="title" />
      <Column source="slug" disableSort />
      <Column source="status" disableSort render={(post) => <StatusChip post={post} />} />
      <Column
        source="publishedAt"
        label="Published"
        render={(post) => <DateField record={post} source="publishedAt" showTime emptyText="—" />}
      />
      <Column source="authorUsername" label="Author" disableSort />
      <Column source="updatedAt" label="Updated" render={(post) => <DateField record={post} source="updatedAt" showTime />} />
    </DataTable>
  </List>
);
