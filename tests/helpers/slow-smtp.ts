// A tiny SMTP server for tests that is slow on purpose: it greets each connection only after
// `delayMs`, as a distant or busy mail server would, then accepts every message and keeps it. The
// point is structural: an answer that waits for a mail takes at least `delayMs`.
import net from "node:net";

export type ReceivedSmtpMail = { from: string; to: string[]; data: string };

export type SlowSmtp = {
  /** For SMTP_URL. */
  url: string;
  messages: ReceivedSmtpMail[];
  close: () => Promise<void>;
};

export async function startSlowSmtp(delayMs: number): Promise<SlowSmtp> {
  const messages: ReceivedSmtpMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffer = "";
    let inData = false;
    let mail: ReceivedSmtpMail = { from: "", to: [], data: "" };
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const greeting = setTimeout(() => reply("220 slow-smtp.test ESMTP"), delayMs);
    socket.on("close", () => clearTimeout(greeting));
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push(mail);
            mail = { from: "", to: [], data: "" };
            reply("250 2.0.0 queued");
          } else {
            mail.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") reply("250 slow-smtp.test");
        else if (command === "MAIL") {
          mail.from = line.slice(line.indexOf(":") + 1).trim();
          reply("250 2.1.0 ok");
        } else if (command === "RCPT") {
          mail.to.push(
            line
              .slice(line.indexOf(":") + 1)
              .trim()
              .replace(/^<|>$/g, ""),
          );
          reply("250 2.1.5 ok");
        } else if (command === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (command === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
