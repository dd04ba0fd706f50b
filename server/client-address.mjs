// Preloaded into every Kanal server process: `node --import ./server/client-address.mjs server.js`
// in the Docker image; `npm start`, `npm run dev` and the tests start Next the same way.
//
// Route handlers never see the TCP socket, and the header that could tell them who is calling is
// the client's to write: Next 16 only *fills in* X-Forwarded-For from the socket when the request
// has none (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in
// next/dist/server/base-server.js), so a client-sent one reaches the app untouched. So before Next
// sees a request, this records the socket's peer address in a header Kanal owns,
// x-kanal-client-ip, deleting any copy the client sent. lib/server/http/client-ip.ts reads it
// (and X-Forwarded-For only as far as TRUSTED_PROXIES says), and the server refuses to start
// without this file (instrumentation.ts), so the header can never come from the client.
import http from "node:http";
import https from "node:https";

const HEADER = "x-kanal-client-ip";

function stamp(req) {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i].toLowerCase() === HEADER) raw.splice(i, 2);
  }
  delete req.headers[HEADER];
  const address = req.socket && req.socket.remoteAddress;
  if (address) {
    raw.push(HEADER, address);
    req.headers[HEADER] = address;
  }
}

for (const Server of [http.Server, https.Server]) {
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitWithClientAddress(event, req, ...rest) {
    if ((event === "request" || event === "upgrade") && req) stamp(req);
    return emit.call(this, event, req, ...rest);
  };
}

globalThis[Symbol.for("kanal.clientAddressHeader")] = HEADER;
