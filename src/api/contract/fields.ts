import * as L from './limits';
import { int, text } from './request';

/** Payload fields several calls share (their rules, by the limits of ./limits.ts). */
export const id = text(L.ID_MAX);
export const code = text(L.CODE_MAX);
export const token = text(L.TOKEN_MAX);
export const url = text(L.URL_MAX);
export const freeText = text(L.TEXT_MAX);
export const email = text(L.EMAIL_MAX);
export const date = text(10, { pattern: L.DATE });
export const pageNo = int(1, L.MAX_PAGE_NO);
export const pageSize = int(1, L.MAX_PAGE_SIZE);
/** Usernames and mobile numbers share the login field (DECISIONS §3: 4-16 and 8-11 characters). */
export const username = text(L.USERNAME_MAX, { min: L.USERNAME_MIN });
export const password = text(L.PASSWORD_MAX, { min: L.PASSWORD_MIN });
/** A password compared with the stored one: any length the form lets through gets "wrong password", not a format error. */
export const storedPassword = text(L.TEXT_MAX);
export const mobileNum = text(L.MOBILE_MAX, { min: L.MOBILE_MIN });
export const dialingCode = text(L.DIALING_CODE_MAX, { pattern: L.DIALING_CODE });
export const captcha = text(L.CAPTCHA_MAX);
export const smsCode = text(6, { pattern: L.SMS_CODE });
export const paymentPassword = text(6, { pattern: L.PAYMENT_PASSWORD });
export const firebaseToken = text(L.FIREBASE_TOKEN_MAX);
