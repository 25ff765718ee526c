import { can, rowScope } from '@contract/permissions';
import type { Tx } from '../../db/tenant-tx';
import type { UserRow } from '../users/users.repository';
import { moduleFileOwners } from '../file-owners.generated';
import type { FileOwnerRule } from './file-owner-rule';
import type { FileRow } from './files.repository';

/** Every kind of record a file can belong to (`files.owner_type`), from the modules that attach them. */
export const fileOwners: Record<string, FileOwnerRule> = {};
for (const rules of moduleFileOwners) {
  for (const [type, rule] of Object.entries(rules)) {
    // Two modules naming one owner type would share each other's files.
    if (fileOwners[type]) throw new Error(`Two modules say who sees the files of '${type}'`);
    fileOwners[type] = rule;
  }
}

/**
 * Whether `me` may see the file. A file not yet attached (an upload waiting for its record)
 * follows the own-rows rule with its uploader as the owner. A kind of owner no module names is
 * seen by nobody: a new file-bearing record must say who sees its files (`<m>.file-owners.ts`).
 */
export async function maySeeFile(tx: Tx, me: UserRow, file: Pick<FileRow, 'ownerType' | 'ownerId' | 'uploadedBy'>): Promise<boolean> {
  if (file.ownerType === null || file.ownerId === null) return rowScope[me.role] === 'all' || file.uploadedBy === me.id;
  const rule = fileOwners[file.ownerType];
  if (!rule || !can(me.role, rule.access)) return false;
  return rule.visible(tx, me, file.ownerId);
}
