import { describe, expect, it } from 'vitest';
import { storageFailureReason } from './failureReason.mjs';

describe('storageFailureReason', () => {
  it('gives the database’s reason and never the query’s parameters', () => {
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "messages" …\nparams: YN-1,contact,awa@exemple.sn,my words',
      ),
      { cause: new Error('invalid byte sequence for encoding "UTF8": 0x00') },
    );
    expect(storageFailureReason(failed)).toBe('invalid byte sequence for encoding "UTF8": 0x00');
    const bare = new Error('Failed query: insert into "messages" …\nparams: awa@exemple.sn');
    expect(storageFailureReason(bare)).toBe('Failed query: insert into "messages" …');
    expect(storageFailureReason(new Error('connection refused'))).toBe('connection refused');
    expect(storageFailureReason('down')).toBe('down');
  });
});
