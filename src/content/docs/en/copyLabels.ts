import type { CopyButtonLabels } from '../../../kit/CopyButton/CopyButton';

/** The copy buttons' words on the English docs pages: the frame's code blocks and the live demo's link. */
export const copyLabelsEn: Partial<CopyButtonLabels> = {
  copy: 'Copy',
  copied: 'Copied',
  failed: 'Failed',
  copiedStatus: 'Copied to the clipboard',
  failedStatus: 'Copying failed: select the text and copy it by hand.',
};
