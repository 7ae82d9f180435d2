import { isManager, type GroupMember } from '../../domain/group/group.js';
import type { StoredStatement } from '../ports/group.repository.js';

/** A month's statements as the caller may see them: a plain member his own entry, the owner and treasurer all. */
export interface StatementsRead {
  stored: StoredStatement;
  /** The member statements shown, with their ids. */
  members: Array<StoredStatement['statement']['members'][number] & { statementId: number }>;
}

export function statementsFor(stored: StoredStatement, you: GroupMember): StatementsRead {
  const all = stored.statement.members.map((m) => ({ ...m, statementId: stored.statementIds.get(m.userId) ?? 0 }));
  return { stored, members: isManager(you.role) ? all : all.filter((m) => m.userId === you.userId) };
}
