import { scenarioNames, type Scenario } from '@yonnee/api';
import { Box, Button, Link, Select, Text } from '@yonnee/kit';
import { useState, type ReactNode } from 'react';
import { chooseScenario } from './scenario';

const sections = [
  { href: '/', label: 'Solde' },
  { href: '/transactions', label: 'Transactions' },
  { href: '/encaisser', label: 'Encaisser' },
  { href: '/liens-de-paiement', label: 'Liens de paiement' },
  { href: '/virements', label: 'Virements' },
  { href: '/virements-groupes', label: 'Virements groupés' },
  { href: '/moyens-de-paiement', label: 'Moyens de paiement' },
];

interface ShellProps {
  signedIn: boolean;
  onSignOut: () => void;
  children: ReactNode;
}

export function Shell({ signedIn, onSignOut, children }: ShellProps) {
  return (
    <Box display="flex" flexDirection="column" gap={6} padding={6}>
      <Box as="header" display="flex" flexWrap="wrap" gap={4} alignItems="center">
        <Text weight="semibold">Console marchand</Text>
        {signedIn && (
          <Box as="nav" aria-label="Console" display="flex" flexWrap="wrap" gap={4}>
            {sections.map((section) => (
              <Link key={section.href} href={section.href}>
                {section.label}
              </Link>
            ))}
          </Box>
        )}
        {signedIn && (
          <Button variant="secondary" size="sm" onClick={onSignOut}>
            Se déconnecter
          </Button>
        )}
        <ScenarioPicker />
      </Box>
      <Box as="main">{children}</Box>
    </Box>
  );
}

/** Sandbox only: forces an answer on the next calls, to see each row of the spec's section 8. */
function ScenarioPicker() {
  const [scenario, setScenario] = useState<Scenario | ''>('');
  return (
    <Select
      label="Scénario du bac à sable"
      value={scenario}
      onChange={(event) => {
        const next = event.target.value as Scenario | '';
        setScenario(next);
        chooseScenario(next || null);
      }}
    >
      <option value="">Aucun (réponses normales)</option>
      {scenarioNames.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </Select>
  );
}
