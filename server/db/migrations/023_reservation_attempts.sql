-- One reservation attempt, one booking (issue 31): the price summary starts the booking call on
-- load, so each reload of it used to replace the pending booking with a new one, and My
-- Reservations filled with 'replaced by a newer checkout' rows the shopper never tried to pay.
-- The client names its attempt (chosen once on the payment screen, kept in the page's history
-- state); a call naming the attempt of a still-pending booking answers that booking again.
ALTER TABLE bookings ADD COLUMN attempt text;
