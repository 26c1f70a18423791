import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Facts about this server that the client needs at start.' })
export class AppInfo {
  @Field()
  version!: string;

  @Field()
  defaultLocale!: string;

  @Field(() => [String])
  locales!: string[];
}
