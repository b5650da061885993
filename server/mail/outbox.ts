import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** The addresses a message's To/Cc/Bcc headers name, lower-cased (headers unfolded first). */
function recipients(eml: string): string[] {
  const end = eml.search(/\r?\n\r?\n/);
  const head = (end === -1 ? eml : eml.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return head
    .split(/\r?\n/)
    .filter((line) => /^(to|cc|bcc):/i.test(line))
    .flatMap((line) => line.match(/[^\s<>,;:"]+@[^\s<>,;:"]+/g) ?? [])
    .map((address) => address.toLowerCase());
}

/**
 * Deletes the development outbox's messages addressed to `address` and answers how many went:
 * they hold the person's name and one-time links, and must not outlive the account they were
 * for (GDPR art. 17). A missing outbox holds nothing.
 */
export async function forgetOutboxMail(outboxDir: string, address: string): Promise<number> {
  const wanted = address.toLowerCase();
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    const file = join(outboxDir, name);
    const text = await readFile(file, 'utf8').catch(() => '');
    if (!recipients(text).includes(wanted)) continue;
    await unlink(file).catch(() => undefined);
    deleted += 1;
  }
  return deleted;
}
