/** The Flexi Pay chunk (spec part 3 §2 /checkout-flexi-pay/). */
export { FlexiPayPage } from './FlexiPayPage';
