export { StatsCta, type StatsCtaProps } from './StatsCta';
