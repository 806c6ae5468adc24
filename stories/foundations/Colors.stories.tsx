import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  contrastPairs,
  contrastRatio,
  themeNames,
  themes,
  vars,
  type ColorRoles,
  type ThemeName,
} from '../../tokens';

const themeTitles: Record<ThemeName, string> = { light: 'Thème clair', dark: 'Thème sombre' };

/** The contract has the roles' shape with `var(--…)` values, so a pair's accessors work on it too. */
const cssVars = vars.color as ColorRoles;

const cell = {
  padding: '6px 12px',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
} as const;
const numeric = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

/** Every contrast pair the kit uses, measured on one theme; its CSS variables come from the wrapper's `data-theme`. */
function ContrastTable({ theme }: { theme: ThemeName }) {
  const colors = themes[theme];
  return (
    <div
      data-theme={theme}
      style={{
        background: vars.color.surface.page,
        color: vars.color.text.default,
        padding: 16,
        borderRadius: 12,
        border: `1px solid ${vars.color.border.subtle}`,
      }}
    >
      <table
        style={{
          borderCollapse: 'collapse',
          fontSize: vars.fontSize.sm,
          lineHeight: vars.lineHeight.sm,
        }}
      >
        <caption
          style={{
            textAlign: 'start',
            fontWeight: 700,
            fontSize: vars.fontSize.lg,
            paddingBottom: 8,
          }}
        >
          {themeTitles[theme]}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Échantillon
            </th>
            <th scope="col" style={cell}>
              Paire
            </th>
            <th scope="col" style={cell}>
              Premier plan / fond
            </th>
            <th scope="col" style={numeric}>
              Contraste
            </th>
            <th scope="col" style={numeric}>
              Minimum AA
            </th>
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map((pair) => {
            const fg = pair.fg(colors);
            const bg = pair.bg(colors);
            const isText = pair.min === 4.5;
            return (
              <tr key={pair.label}>
                <td style={cell}>
                  <span
                    data-swatch=""
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      width: 56,
                      height: 32,
                      borderRadius: 6,
                      background: pair.bg(cssVars),
                      color: pair.fg(cssVars),
                      // Non-text pairs (borders, focus ring) are shown as what they are: a line on the surface.
                      boxShadow: isText
                        ? `inset 0 0 0 1px ${vars.color.border.subtle}`
                        : `inset 0 0 0 3px ${pair.fg(cssVars)}`,
                      fontWeight: 600,
                    }}
                  >
                    {isText ? 'Aa' : null}
                  </span>
                </td>
                <th scope="row" style={{ ...cell, fontWeight: 500 }}>
                  {pair.label}
                </th>
                <td style={{ ...cell, fontFamily: vars.font.mono }}>
                  {fg} / {bg}
                </td>
                <td style={numeric}>{contrastRatio(fg, bg).toFixed(2)}:1</td>
                <td style={numeric}>{pair.min}:1</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ContrastTables() {
  return (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      {themeNames.map((theme) => (
        <ContrastTable key={theme} theme={theme} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Colors',
  component: ContrastTables,
} satisfies Meta<typeof ContrastTables>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `rgb(r, g, b)` as the browser reports it, to `#rrggbb` as the tokens write it. */
function toHex(rgb: string) {
  const channels = rgb.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export const EveryPairMeetsAAInBothThemes: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    for (const theme of themeNames) {
      await step(themeTitles[theme], async () => {
        const table = canvas.getByRole('table', { name: themeTitles[theme] });
        const rows = within(table).getAllByRole('row').slice(1);
        await expect(rows).toHaveLength(contrastPairs.length);
        for (const [index, pair] of contrastPairs.entries()) {
          const row = rows[index] as HTMLElement;
          const fg = pair.fg(themes[theme]);
          const bg = pair.bg(themes[theme]);
          const ratio = contrastRatio(fg, bg);
          await expect(within(row).getByRole('rowheader')).toHaveTextContent(pair.label);
          const cells = within(row).getAllByRole('cell');
          await expect(cells[2]).toHaveTextContent(`${ratio.toFixed(2)}:1`);
          await expect(cells[3]).toHaveTextContent(`${pair.min}:1`);
          await expect(ratio).toBeGreaterThanOrEqual(pair.min);
          // The swatch draws through the CSS variables: they must resolve to this theme's values.
          const swatch = row.querySelector('[data-swatch]') as HTMLElement;
          await expect(toHex(getComputedStyle(swatch).backgroundColor)).toBe(bg);
          await expect(toHex(getComputedStyle(swatch).color)).toBe(fg);
        }
      });
    }
  },
};

export const ToolbarThemeDoesNotChangeTheTables: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    // Each table sets its own theme, so the light table stays light whatever the page theme is.
    const table = within(canvasElement).getByRole('table', { name: themeTitles.light });
    const wrapper = table.parentElement as HTMLElement;
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(toHex(getComputedStyle(wrapper).backgroundColor)).toBe(themes.light.surface.page);
  },
};
