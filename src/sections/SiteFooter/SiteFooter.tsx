import { paths } from '../../paths/paths';
import { footerColumns, socialLinks } from '../../content/navigation';
import { site } from '../../content/site';
import {
  Box,
  Container,
  glyphs,
  Icon,
  Link,
  Logo,
  Text,
  VisuallyHidden,
  type BoxProps,
} from '../../kit';
import * as styles from './SiteFooter.css';

/** Every column of the footer is the same list of links. */
const linkList = {
  as: 'ul',
  display: 'grid',
  gap: 2,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  className: styles.list,
} satisfies BoxProps;

/** The site footer (spec 2.4): link columns, social networks, copyright, security partner. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Link href={paths.home} unstyled aria-label="Yonnee, accueil">
              <Logo />
            </Link>
            <Text size="sm" tone="muted">
              Encaissez et versez par mobile money, carte et virement dans plus de 10 pays d’Afrique
              francophone.
            </Text>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <Box {...linkList}>
                {column.links.map((link) => (
                  <li key={link.name}>
                    {link.link ? (
                      <Link href={link.link} tone="muted" underline="hover">
                        {link.name}
                      </Link>
                    ) : (
                      <span className={styles.unlinked}>{link.name}</span>
                    )}
                  </li>
                ))}
              </Box>
            </nav>
          ))}
          <nav aria-label="Réseaux sociaux">
            <h2 className={styles.columnTitle}>Suivez-nous</h2>
            <Box {...linkList}>
              {socialLinks.map((social) => (
                <li key={social.name}>
                  <Link href={social.href} newTab tone="muted" underline="hover">
                    {social.name}
                    <VisuallyHidden> (nouvel onglet)</VisuallyHidden>
                  </Link>
                </li>
              ))}
            </Box>
          </nav>
        </div>
        <div className={styles.bottom}>
          <p>{site.copyright}</p>
          <Link href={site.securityPartner.url} newTab unstyled className={styles.partner}>
            <Icon glyph={glyphs.shield} />
            PCI DSS
            <VisuallyHidden> : {site.securityPartner.name} (nouvel onglet)</VisuallyHidden>
          </Link>
        </div>
      </Container>
    </footer>
  );
}
