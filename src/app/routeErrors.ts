/** Thrown by a page whose URL names something that does not exist (an unknown token, a missing doc). */
export class NotFoundError extends Error {
  constructor(message = 'Not Found') {
    super(message);
    this.name = 'NotFoundError';
  }
}
