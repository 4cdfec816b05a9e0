/** A content file that does not validate. One error names every problem, so an author fixes them in one pass. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}
