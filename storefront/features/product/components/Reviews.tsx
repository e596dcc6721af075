import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import type { Review } from '../../../../shared/api/catalogue';
import { postReview, type PostedReview } from '../../../../shared/api/product';
import { formatNepalDate } from '../../../../shared/domain/nepal-time';
import { Alert } from '../../../../shared/ui/Alert';
import { FormField } from '../../../../shared/ui/FormField';
import { StarRating } from '../../../../shared/ui/ProductCard';
import { TextAreaField } from '../../../../shared/ui/TextAreaField';
import { reviewSchema } from '../../../../shared/validation/catalogue';
import { firstErrors } from '../../../../shared/validation/form';
import { useAppDeps } from '../../../app/deps';
import { shownError } from '../../../../shared/ui/final-form';
import { PRODUCT_TEXT as T } from '../messages';
import { RatingField, focusFirstInvalidOnSubmit } from './fields';

/** A review as the list shows it; a just-posted one may still await approval. */
export type ShownReview = Review & { status?: PostedReview['status'] };

function postedOn(value: string): string {
  const t = Date.parse(value);
  return Number.isFinite(t) ? formatNepalDate(t) : value;
}

function ReviewItem({ review }: { review: ShownReview }) {
  const average = (Number(review.quality) + Number(review.price) + Number(review.value)) / 3;
  const t = Date.parse(review.posted_on);
  return (
    <li className="cg-review">
      <div className="cg-review__head">
        <h3 className="cg-review__summary">{review.summary}</h3>
        {review.status === 'pending' ? <span className="cg-review__pending">{T.pendingReview}</span> : null}
      </div>
      <StarRating rating={average} className="cg-review__stars" />
      <dl className="cg-review__ratings">
        <div>
          <dt>{T.ratingQuality}</dt>
          <dd>{review.quality}/5</dd>
        </div>
        <div>
          <dt>{T.ratingPrice}</dt>
          <dd>{review.price}/5</dd>
        </div>
        <div>
          <dt>{T.ratingValue}</dt>
          <dd>{review.value}/5</dd>
        </div>
      </dl>
      <p className="cg-review__text">{review.review}</p>
      <p className="cg-review__meta">
        {T.reviewBy(review.name)}
        {review.posted_on ? (
          <>
            {' · '}
            <span className="cg-visually-hidden">{T.postedOn} </span>
            <time dateTime={Number.isFinite(t) ? new Date(t).toISOString() : undefined}>{postedOn(review.posted_on)}</time>
          </>
        ) : null}
      </p>
    </li>
  );
}

interface ReviewValues {
  name: string;
  quality: string;
  price: string;
  value: string;
  summary: string;
  review: string;
  product_id: number;
}

/** The review form (spec part 2 §5): three 1-5 ratings, nickname, summary and review, all required. */
export function ReviewForm({ productId, onPosted }: { productId: number; onPosted: (review: ShownReview) => void }) {
  const { api } = useAppDeps();
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const initial: ReviewValues = { name: '', quality: '', price: '', value: '', summary: '', review: '', product_id: productId };
  return (
    <Form<ReviewValues>
      initialValues={initial}
      validate={(values) => firstErrors(reviewSchema, values)}
      onSubmit={async (values, form) => {
        setResult(null);
        const payload = {
          name: values.name.trim(),
          quality: Number(values.quality),
          price: Number(values.price),
          value: Number(values.value),
          product_id: productId,
          summary: values.summary.trim(),
          review: values.review.trim(),
        };
        const answer = await postReview(api, payload);
        if (answer && answer.statusCode === 200) {
          const posted = answer.data;
          onPosted(posted ?? { ...payload, posted_on: new Date().toISOString(), status: 'approved' });
          setResult({ tone: 'success', text: answer.message || '' });
          setTimeout(() => form.restart(initial), 0);
        } else {
          setResult({ tone: 'danger', text: answer?.message || T.somethingWrong });
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form className="cg-review-form" onSubmit={focusFirstInvalidOnSubmit(handleSubmit)} noValidate aria-labelledby="review-form-title">
          <h3 id="review-form-title" className="cg-review-form__title">
            {T.writeReview}
          </h3>
          <div className="cg-review-form__ratings">
            {(
              [
                ['quality', T.ratingQuality],
                ['price', T.ratingPrice],
                ['value', T.ratingValue],
              ] as const
            ).map(([name, label]) => (
              <Field<string> key={name} name={name}>
                {({ input, meta }) => <RatingField label={label} name={`review-${name}`} value={input.value} onChange={input.onChange} error={shownError(meta)} />}
              </Field>
            ))}
          </div>
          <Field<string> name="name">
            {({ input, meta }) => <FormField label={T.nickname} autoComplete="nickname" {...input} error={shownError(meta)} />}
          </Field>
          <Field<string> name="summary">
            {({ input, meta }) => <FormField label={T.summary} {...input} error={shownError(meta)} />}
          </Field>
          <Field<string> name="review">
            {({ input, meta }) => <TextAreaField label={T.review} rows={4} {...input} error={shownError(meta)} />}
          </Field>
          {result && result.text ? (
            <Alert tone={result.tone} className="cg-review-form__result">
              {result.text}
            </Alert>
          ) : null}
          <button type="submit" className="cg-button cg-button--primary" disabled={submitting}>
            {submitting ? T.sending : T.submitReview}
          </button>
        </form>
      )}
    />
  );
}

/** The Reviews tab: the reviews (or 'No reviews yet on this product') and the form. */
export function Reviews({ reviews, productId, onPosted }: { reviews: ShownReview[]; productId: number; onPosted: (review: ShownReview) => void }) {
  return (
    <div className="cg-reviews">
      {reviews.length ? (
        <ul className="cg-reviews__list">
          {reviews.map((r, i) => (
            <ReviewItem key={`${r.posted_on}-${r.name}-${i}`} review={r} />
          ))}
        </ul>
      ) : (
        <p className="cg-reviews__empty">{T.noReviews}</p>
      )}
      <ReviewForm productId={productId} onPosted={onPosted} />
    </div>
  );
}
