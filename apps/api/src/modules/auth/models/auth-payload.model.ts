import { Field, ObjectType } from '@nestjs/graphql';
import { UserModel } from './user.model.js';

/** A signed-in session: the short-lived access token (the refresh token is in a cookie). */
@ObjectType('AuthPayload')
export class AuthPayloadModel {
  @Field({ description: 'Access token (JWT, about 15 minutes); send as `Authorization: Bearer`.' })
  token!: string;

  @Field(() => UserModel)
  user!: UserModel;
}

@ObjectType('SignInMethods')
export class SignInMethodsModel {
  @Field(() => [String]) providers!: string[];
  @Field() hasPassword!: boolean;
  @Field() emailVerified!: boolean;
}
