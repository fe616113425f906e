/** The receipt, shared by the donate flow and the history's receipt page. */
export { TransactionReceipt } from './TransactionReceipt';
