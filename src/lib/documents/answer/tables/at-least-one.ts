/** 'at least one' before what it counts ('at least one employee'). */
const AT_LEAST_ONE = /\bat least one\b/gi;

/**
 * 'On how many days was at least one employee scheduled?': where no table read 'one' (no figure
 * or quantity column compared with it, as 'at least one child' of a `Kidhome` is), at least one
 * of what the rows record is any of them, read as 'any employee'.
 */
export function atLeastOneRead(
  question: string,
  _tables: unknown,
  unread: ReadonlySet<string>,
): string {
  return unread.has('one') ? question.replace(AT_LEAST_ONE, 'any') : question;
}
