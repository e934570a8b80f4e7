// Errors Node's HTTP parser raises before Koa sees a request (a URL or headers over 16 kB, a malformed request
// line, a request that does not arrive in time) answered as every other error is: the envelope
// `{error, message, docs_url}` with a code from the registry. Node's own answer has an empty body.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, errorBody, type ErrorCode } from './gateway/errors.ts';

function codeOf(parserCode: string | undefined): ErrorCode {
  if (parserCode === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  if (parserCode === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'malformed_request';
}

/** The server's `clientError` listener: answers once if the socket can still take it, then closes the connection. */
export function clientErrorAnswer(docsBaseUrl: string) {
  return (err: NodeJS.ErrnoException, socket: Duplex): void => {
    // the client went away, or an answer has already begun on this connection: nothing more can be said (as Node)
    const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
      socket.destroy();
      return;
    }
    const apiErr = new ApiError(codeOf(err.code));
    const body = JSON.stringify(errorBody(apiErr, docsBaseUrl));
    socket.end(
      `HTTP/1.1 ${apiErr.status} ${STATUS_CODES[apiErr.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  };
}
