import { useId, useState } from 'react';
import { exampleFeeRate, feeSimulator as copy } from '../../content/pricing';
import { Badge, Card, glyphs, Heading, Icon, Text, TextField } from '../../kit';
import { exampleFee, formatXof, parseAmount, type FeeDirection } from './fees';
import * as styles from './FeeSimulator.css';

const directions = ['payIn', 'payout'] as const satisfies readonly FeeDirection[];

export interface FeeSimulatorProps {
  /** Amount in the field at first, as the visitor would type it. */
  defaultAmount?: string;
  /** Operation selected at first. */
  defaultDirection?: FeeDirection;
}

/** Shows what an example commission does to an amount; every figure is labelled as an example. */
export function FeeSimulator({
  defaultAmount = copy.defaultAmount,
  defaultDirection = 'payIn',
}: FeeSimulatorProps) {
  const titleId = useId();
  const disclaimerId = useId();
  const radioName = useId();
  const [input, setInput] = useState(defaultAmount);
  const [direction, setDirection] = useState<FeeDirection>(defaultDirection);
  const amount = parseAmount(input);
  const example = amount === null ? null : exampleFee(amount, direction, exampleFeeRate);
  const wording = copy.directions[direction];

  return (
    <section aria-labelledby={titleId} aria-describedby={disclaimerId}>
      <Card variant="elevated" className={styles.card}>
        <div className={styles.header}>
          <Heading level={2} size="2xl" id={titleId}>
            {copy.title}
          </Heading>
          <Badge tone="accent">{copy.badge}</Badge>
        </div>
        <p id={disclaimerId} className={styles.disclaimer}>
          <Icon glyph={glyphs.info} className={styles.disclaimerIcon} />
          <span>{copy.disclaimer}</span>
        </p>
        <div className={styles.body}>
          <div className={styles.controls}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{copy.directionLegend}</legend>
              {directions.map((value) => (
                <label key={value} className={styles.option}>
                  <input
                    type="radio"
                    name={radioName}
                    value={value}
                    checked={direction === value}
                    onChange={() => setDirection(value)}
                    className={styles.radio}
                  />
                  <span className={styles.optionLabel}>{copy.directions[value].label}</span>
                  <span className={styles.optionHint}>{copy.directions[value].hint}</span>
                </label>
              ))}
            </fieldset>
            <TextField
              label={copy.amountLabel}
              inputMode="numeric"
              autoComplete="off"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              error={example || input.trim() === '' ? undefined : copy.amountInvalid}
            />
          </div>
          <div className={styles.results}>
            <dl className={styles.breakdown}>
              <div className={styles.row}>
                <dt>{copy.amountLabelShort}</dt>
                <dd className={styles.figure}>{example ? formatXof(example.amount) : '–'}</dd>
              </div>
              <div className={styles.row}>
                <dt>{copy.feeLabel}</dt>
                <dd className={styles.figure}>{example ? formatXof(example.fee) : '–'}</dd>
              </div>
              <div className={[styles.row, styles.total].join(' ')}>
                <dt>{wording.resultLabel}</dt>
                <dd className={styles.figure}>{example ? formatXof(example.result) : '–'}</dd>
              </div>
            </dl>
            {/* One polite sentence rather than the whole table, so each keystroke is announced briefly. */}
            <Text size="sm" tone="muted" aria-live="polite">
              {example
                ? wording.sentence(formatXof(example.amount), formatXof(example.result))
                : null}
            </Text>
          </div>
        </div>
      </Card>
    </section>
  );
}
