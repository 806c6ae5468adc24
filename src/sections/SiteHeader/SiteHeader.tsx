import { paths } from '../../paths/paths';
import { headerActions } from '../../content/navigation';
import { ButtonLink, Container, Link, Logo } from '../../kit';
import { DesktopNavWhenWide } from '../DesktopNav';
import { MobileNav } from '../MobileNav';
import { ThemeControl } from '../ThemeControl';
import * as styles from './SiteHeader.css';

/** The fixed 4rem site header (spec 2.1, 2.4). */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link
          href={paths.home}
          unstyled
          className={styles.logoLink}
          aria-label={headerActions.home}
        >
          <Logo />
        </Link>
        <DesktopNavWhenWide />
        <div className={styles.end}>
          <ThemeControl className={styles.theme} />
          <div className={styles.actions}>
            <ButtonLink href={headerActions.signIn.href} variant="ghost">
              {headerActions.signIn.label}
            </ButtonLink>
            <ButtonLink href={headerActions.register.href}>
              {headerActions.register.label}
            </ButtonLink>
          </div>
          <MobileNav />
        </div>
      </Container>
    </header>
  );
}
