import type { GroupView } from '../../../../../domain/group/group-view';

/** What each section of the group page is handed: the group as last read, today in the browser, and a way to read it again after a change. */
export interface SectionProps {
  view: GroupView;
  today: string;
  /** Reads the group again after a change (balances, statements and reserves follow it); null, and said on the page, when it cannot. */
  refresh: () => Promise<GroupView | null>;
}
