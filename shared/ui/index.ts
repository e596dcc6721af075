export { Alert, type AlertProps, type AlertTone } from './Alert';
export { FormField, type FormFieldProps } from './FormField';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export { Modal, type ModalProps } from './Modal';
export { CheckCircleIcon, CloseIcon, WarningIcon } from './icons';
export { activeElementOf, focusableWithin } from './focus';
export { ProductCard, StarRating, type ProductCardProps, type ProductCardLinkProps } from './ProductCard';
export { PRODUCT_CARD_TEXT } from './productCardText';
