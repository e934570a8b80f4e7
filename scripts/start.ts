// `npm start`: the gateway on HOST:PORT with its state under DATA_DIR (api/config.ts reads them).
import { createApp } from '../api/app.ts';
import { productRoutes } from '../api/catalog.ts';
import { loadConfig } from '../api/config.ts';
import { jsonLogger } from '../api/logger.ts';
import { loadCityDirectory } from '../pipeline/city-directory.ts';

const config = loadConfig();
const cityDirectory = loadCityDirectory();
const gateway = createApp({ config, cityDirectory, routes: productRoutes({ cityDirectory }) });
const server = await gateway.listen();
const address = server.address();
jsonLogger.info({ msg: 'listening', address: typeof address === 'object' && address ? `${address.address}:${address.port}` : address, data_dir: config.dataDir });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
