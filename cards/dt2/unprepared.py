"""Unprepared (24248, Weird West Edition) — action.
Shootout: Boot a dude and give them -1 bullets. They cannot use their abilities.
Shootout: Boot up to 2 cards attached to a dude. Those cards lose all traits, abilities,
and bullet bonuses.

The Base Set Unprepared (01134) does both to one dude and all their attached cards at
once; this printing prints them as two abilities, of which its player plays one, and the
second reaches at most 2 attached cards, so it has its own script. "A dude" is one in
this shootout, either side, as the Base Set script reads it.
"""

from __future__ import annotations

from engine.abilities import in_this_shootout
from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class UnpreparedWeirdWest(CardScript):
    code = "24248"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=in_this_shootout, choose=False),
            message="{player} plays {source} on {target}",
            handler=self.boot_the_dude,
        )
        self.action(
            play_type="shootout",
            target=Target(
                prompt="Select a dude", condition=self.has_attachments_in_this_shootout, choose=False
            ),
            message="{player} plays {source} on {target}'s attachments",
            handler=self.boot_their_attachments,
        )

    def has_attachments_in_this_shootout(self, card: Card, context: Context) -> bool:
        return bool(card.attachments) and in_this_shootout(card, context)

    def boot_the_dude(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        # Until the end of the shootout, as every Shootout ability's effect (§8.3).
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context, match=dude, effect=[effects.modify_bullets(-1), effects.cannot_use_abilities()]
        )

    def boot_their_attachments(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        chosen = yield from self.select_cards(context, dude.attachments, "Select a card", maximum=2)
        for card in chosen:
            self.game.actions.boot(card)
            self.game.log.add("{0} boots {1}", context.player, card)
        # A blank card loses its traits, abilities and the bullet bonus it gives its dude.
        self.apply_ability_effect(context, match=chosen, effect=AbilityKit.effects.blank())
