/**
 * Mobile numbering plans of the countries served: how many digits a national mobile number
 * has, how it is written, and which network owns which leading digits where the plan says so
 * (numbers ported between networks keep their digits, so a network is only ever a guess).
 */

export interface MobileNetwork {
  /** Network name as payers know it ("Orange", "Free"). */
  name: string;
  /** Leading digits of the network's numbers. */
  starts: readonly string[];
  /** A word of the name of its mobile-money wallet, to find it among a country's methods. */
  wallet: string;
}

export interface NumberingPlan {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Calling code without +. */
  prefix: string;
  /** Digits of a national mobile number. */
  length: number;
  /** Valid national mobile numbers, digits only. */
  pattern: RegExp;
  /** Sizes of the digit groups as the number is written ("77 000 00 01" is 2, 3, 2, 2). */
  groups: readonly number[];
  /** Leading digits that may start a mobile number, for the error message. */
  leads: readonly string[];
  /** Networks the plan tells apart by their leading digits; empty where it does not. */
  networks: readonly MobileNetwork[];
}

const twoByTwo = (length: number) => Array.from({ length: length / 2 }, () => 2);

/** Current plans: Côte d'Ivoire and Bénin moved to 10 digits (2021 and 2024). */
export const numberingPlans: readonly NumberingPlan[] = [
  {
    country: 'SN',
    prefix: '221',
    length: 9,
    pattern: /^7[05678]\d{7}$/,
    groups: [2, 3, 2, 2],
    leads: ['70', '75', '76', '77', '78'],
    networks: [
      { name: 'Orange', starts: ['77', '78'], wallet: 'Orange' },
      { name: 'Free', starts: ['76'], wallet: 'Free' },
    ],
  },
  {
    country: 'CI',
    prefix: '225',
    length: 10,
    pattern: /^0[157]\d{8}$/,
    groups: twoByTwo(10),
    leads: ['01', '05', '07'],
    networks: [
      { name: 'Orange', starts: ['07'], wallet: 'Orange' },
      { name: 'MTN', starts: ['05'], wallet: 'MTN' },
      { name: 'Moov', starts: ['01'], wallet: 'Moov' },
    ],
  },
  {
    country: 'ML',
    prefix: '223',
    length: 8,
    pattern: /^[5-9]\d{7}$/,
    groups: twoByTwo(8),
    leads: ['5', '6', '7', '8', '9'],
    networks: [],
  },
  {
    country: 'BF',
    prefix: '226',
    length: 8,
    pattern: /^[5-7]\d{7}$/,
    groups: twoByTwo(8),
    leads: ['5', '6', '7'],
    networks: [],
  },
  {
    country: 'BJ',
    prefix: '229',
    length: 10,
    pattern: /^01\d{8}$/,
    groups: twoByTwo(10),
    leads: ['01'],
    networks: [],
  },
  {
    country: 'TG',
    prefix: '228',
    length: 8,
    pattern: /^[79]\d{7}$/,
    groups: twoByTwo(8),
    leads: ['7', '9'],
    networks: [
      { name: 'Yas', starts: ['90', '91', '92', '93', '70'], wallet: 'Mixx' },
      { name: 'Moov', starts: ['96', '97', '98', '99', '79'], wallet: 'Flooz' },
    ],
  },
  {
    country: 'CM',
    prefix: '237',
    length: 9,
    pattern: /^6\d{8}$/,
    groups: [1, 2, 2, 2, 2],
    leads: ['6'],
    networks: [
      { name: 'MTN', starts: ['67', '650', '651', '652', '653', '654'], wallet: 'MTN' },
      { name: 'Orange', starts: ['69', '655', '656', '657', '658', '659'], wallet: 'Orange' },
    ],
  },
  {
    country: 'GN',
    prefix: '224',
    length: 9,
    pattern: /^6\d{8}$/,
    groups: [3, 2, 2, 2],
    leads: ['6'],
    networks: [
      { name: 'Orange', starts: ['62'], wallet: 'Orange' },
      { name: 'MTN', starts: ['66'], wallet: 'MTN' },
    ],
  },
  {
    country: 'NE',
    prefix: '227',
    length: 8,
    pattern: /^[89]\d{7}$/,
    groups: twoByTwo(8),
    leads: ['8', '9'],
    networks: [],
  },
];

export const planFor = (country: string): NumberingPlan | undefined =>
  numberingPlans.find((plan) => plan.country === country);

/**
 * The national digits of what a payer typed or pasted: spaces, dots and dashes go, and so
 * does the calling code when the number arrives with it (+221…, 00221…).
 */
export function nationalDigits(input: string, plan: NumberingPlan): string {
  let digits = input.replace(/\D/g, '');
  for (const international of [`00${plan.prefix}`, plan.prefix]) {
    if (digits.startsWith(international) && digits.length > plan.length) {
      digits = digits.slice(international.length);
      break;
    }
  }
  return digits.slice(0, plan.length);
}

/** Characters written in the plan's groups, as far as they go: "770000" → "77 000 0". */
export function formatNational(digits: string, plan: NumberingPlan): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of plan.groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Where the caret goes in `formatted` to stand after its first `digitCount` digits. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === digitCount) return i + 1;
  }
  return formatted.length;
}

export type PhoneProblem = 'empty' | 'incomplete' | 'invalid';

/** What is wrong with a national number, or undefined when the plan accepts it. */
export function phoneProblem(digits: string, plan: NumberingPlan): PhoneProblem | undefined {
  if (!digits) return 'empty';
  if (digits.length < plan.length) return 'incomplete';
  return plan.pattern.test(digits) ? undefined : 'invalid';
}

/** The network that owns a number's leading digits, where the plan tells networks apart. */
export function networkOf(digits: string, plan: NumberingPlan): MobileNetwork | undefined {
  return plan.networks.find((network) => network.starts.some((start) => digits.startsWith(start)));
}

/** "+221 77 ••• •• 01": enough for a payer to recognise the number on a receipt, no more. */
export function maskPhone(digits: string, plan: NumberingPlan | undefined): string {
  const masked = [...digits]
    .map((digit, i) => (i < 2 || i >= digits.length - 2 ? digit : '•'))
    .join('');
  return plan ? `+${plan.prefix} ${formatNational(masked, plan)}` : masked;
}
