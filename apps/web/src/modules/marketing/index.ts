/** The marketing module's public entry: building blocks of the marketing pages. */
export { FeatureCard, FeatureGrid } from './components/FeatureCard';
