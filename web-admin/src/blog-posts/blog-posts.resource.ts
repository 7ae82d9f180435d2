import BlogIcon from '@mui/icons-material/Article';
import { BlogPostCreate } from './blog-post-create';
import { BlogPostEdit } from './blog-post-edit';
import { BlogPostList } from './blog-post-list';

/** The blog's posts, written here. No show view: a row opens the form. */
export default { list: BlogPostList, create: BlogPostCreate, edit: BlogPostEdit, icon: BlogIcon };
