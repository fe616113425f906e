/** What other parts of the remote may use of the receipt feature. */
export { TransactionReceipt } from './components/TransactionReceipt';
