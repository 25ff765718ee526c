import type { z } from 'zod';
import { can } from '@contract/permissions';
import {
  VIEWS_PER_LIST_MAX,
  normalizeViewQuery,
  savedViewLists,
  viewQueryProblem,
  type SavedView,
  type SavedViewList,
  type savedViewInputSchema,
  type savedViewUpdateSchema,
} from '@contract/saved-views';
import type { Tx } from '../../db/tenant-tx';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { UserRow } from '../users/users.repository';
import * as repo from './saved-views.repository';

type ViewInput = z.infer<typeof savedViewInputSchema>;
type ViewUpdate = z.infer<typeof savedViewUpdateSchema>;

/** The name is taken: said on the name field, so the save modal shows it there. */
function nameTaken(): AppError {
  const message = 'A view with this name already exists on this list';
  return new AppError('conflict', message, { fields: { name: message } });
}

/** The query as stored: refused when it names what the list does not have (400 on `query`), else normalized. */
function storedQuery(list: SavedViewList, query: string): string {
  const problem = viewQueryProblem(list, query);
  if (problem) throw fieldError('query', problem);
  return normalizeViewQuery(list, query);
}

const opensList = (me: UserRow, list: SavedViewList) => can(me.role, savedViewLists[list].access);

/**
 * Who sees a view: its owner, and when shared, everyone who may open its list. Anyone else
 * gets the 404 of a view that does not exist (another person's private view is not there).
 */
const sees = (me: UserRow, row: repo.SavedViewRow) => opensList(me, row.listKey as SavedViewList) && (row.ownerId === me.id || row.shared);

/** Who changes or deletes a view: its owner; managers and admins also the company's shared ones. */
const edits = (me: UserRow, row: repo.SavedViewRow) => row.ownerId === me.id || (row.shared && can(me.role, 'views.share'));

function toDto(v: repo.SavedViewWithOwner, me: UserRow): SavedView {
  const { row } = v;
  return {
    id: row.id,
    list: row.listKey as SavedViewList,
    name: row.name,
    query: row.query,
    shared: row.shared,
    owner: { id: row.ownerId, full_name: v.ownerName },
    mine: row.ownerId === me.id,
    actions: edits(me, row) ? ['edit', 'delete'] : [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function list(tx: Tx, me: UserRow, listKey: SavedViewList) {
  if (!opensList(me, listKey)) throw forbidden();
  const rows = await repo.listViews(tx, me.id, listKey);
  return { results: rows.map((r) => toDto(r, me)) };
}

export async function create(tx: Tx, me: UserRow, input: ViewInput): Promise<SavedView> {
  if (!opensList(me, input.list)) throw forbidden();
  if (input.shared && !can(me.role, 'views.share')) throw forbidden();
  await repo.lockOwner(tx, me.id, input.list);
  if ((await repo.countOwn(tx, me.id, input.list)) >= VIEWS_PER_LIST_MAX) {
    throw new AppError('conflict', `You can keep at most ${VIEWS_PER_LIST_MAX} views on a list; delete one first`);
  }
  const row = await repo.insertView(tx, {
    tenantId: me.tenantId,
    ownerId: me.id,
    listKey: input.list,
    name: input.name,
    query: storedQuery(input.list, input.query),
    shared: input.shared,
  });
  if (!row) throw nameTaken();
  return toDto({ row, ownerName: me.fullName }, me);
}

/** The view `id` as the caller may change it: unseen is 404, seen but not theirs to change is 403. */
async function editable(tx: Tx, me: UserRow, id: string): Promise<repo.SavedViewWithOwner> {
  const found = await repo.findView(tx, id);
  if (!found || !sees(me, found.row)) throw notFound('View');
  if (!edits(me, found.row)) throw forbidden();
  return found;
}

export async function update(tx: Tx, me: UserRow, id: string, patch: ViewUpdate): Promise<SavedView> {
  const found = await editable(tx, me, id);
  const list = found.row.listKey as SavedViewList;
  if (patch.shared === true && !found.row.shared && !can(me.role, 'views.share')) throw forbidden();
  const query = patch.query !== undefined ? storedQuery(list, patch.query) : undefined;
  try {
    const row = await repo.updateView(tx, id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(query !== undefined && { query }),
      ...(patch.shared !== undefined && { shared: patch.shared }),
    });
    if (!row) throw notFound('View');
    return toDto({ row, ownerName: found.ownerName }, me);
  } catch (err) {
    if (isUniqueViolation(err, 'saved_views_owner_name_key')) throw nameTaken();
    throw err;
  }
}

export async function remove(tx: Tx, me: UserRow, id: string): Promise<void> {
  await editable(tx, me, id);
  await repo.deleteView(tx, id);
}
