/** cluster-key-slot ships no types: the Redis Cluster hash slot of a key (CRC16 of its hash tag, mod 16384). */
declare module 'cluster-key-slot' {
  export default function calculateSlot(key: string | Buffer): number;
}
