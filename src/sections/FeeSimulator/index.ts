export { FeeSimulator, type FeeSimulatorProps } from './FeeSimulator';
export { exampleFee, formatXof, parseAmount, type FeeDirection } from './fees';
